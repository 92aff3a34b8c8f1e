/**
 * The Linux environment of a driver: stub kernel headers ({@link
 * dev.pairlock.models.KernelHeaders}), and the tables that drive the frontend, bound from XML by
 * their JAXB annotations ({@link dev.pairlock.models.XmlBinder}, on the JDK's StAX parser): entry
 * points ({@link dev.pairlock.models.EntryPointTable}), lock operations ({@link
 * dev.pairlock.models.LockTable}) and models of kernel functions ({@link
 * dev.pairlock.models.FunctionModels}). {@link dev.pairlock.models.KernelModel} bundles them.
 */
package dev.pairlock.models;
